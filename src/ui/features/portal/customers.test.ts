import { describe, expect, it } from 'vitest';
import type { SiteCustomer, SiteGroup } from '../../../core/portal/customer';
import { ALL_CUSTOMERS, customersCsv, filterCustomers, groupNames, memberCounts, portalUrl } from './customers';

const groups: SiteGroup[] = [
  { id: 'g1', name: 'VIP', createdAt: 0 },
  { id: 'g2', name: 'Mañanas', createdAt: 0 },
];

const customers: SiteCustomer[] = [
  { uid: 'a', name: 'José Pérez', email: 'jose@example.com', status: 'active', groups: ['g1', 'g2'], joinedAt: 1, lastVisitAt: 2 },
  { uid: 'b', name: 'Beto Díaz', email: 'beto@correo.mx', status: 'pending', groups: [], joinedAt: 1, lastVisitAt: null },
  { uid: 'c', name: 'Carla', email: 'carla@example.com', status: 'blocked', groups: ['g1', 'gone'], joinedAt: 1, lastVisitAt: null },
];

describe('the customers list', () => {
  it('finds words in the name or email, accents aside, and narrows by status and group', () => {
    expect(filterCustomers(customers, ALL_CUSTOMERS).map((c) => c.uid)).toEqual(['a', 'b', 'c']);
    expect(filterCustomers(customers, { ...ALL_CUSTOMERS, search: 'jose PEREZ' }).map((c) => c.uid)).toEqual(['a']);
    expect(filterCustomers(customers, { ...ALL_CUSTOMERS, search: 'correo' }).map((c) => c.uid)).toEqual(['b']);
    expect(filterCustomers(customers, { ...ALL_CUSTOMERS, group: 'g1' }).map((c) => c.uid)).toEqual(['a', 'c']);
    expect(filterCustomers(customers, { search: 'example', status: 'blocked', group: 'g1' }).map((c) => c.uid)).toEqual(['c']);
  });

  it('counts each group’s members and names a customer’s groups, leaving out deleted ones', () => {
    expect(Object.fromEntries(memberCounts(customers))).toEqual({ g1: 2, g2: 1, gone: 1 });
    expect(groupNames(['g1', 'gone'], groups)).toEqual(['VIP']);
  });

  it('writes CSV with the owner’s headings, quoting what needs it and defusing formulas', () => {
    const csv = customersCsv([...customers, { ...customers[1]!, uid: 'd', name: '=HYPERLINK("x")', email: '+1@example.com' }], groups, {
      headings: { name: 'Nombre', email: 'Correo', status: 'Estado', groups: 'Grupos', joined: 'Alta', lastVisit: 'Última visita' },
      status: (s) => ({ active: 'Activo', pending: 'Pendiente', blocked: 'Bloqueado' })[s],
      date: (at) => `día ${at}`,
      never: 'Todavía no',
    });
    expect(csv).toBe(
      '\uFEFFNombre,Correo,Estado,Grupos,Alta,Última visita\r\n' +
        'José Pérez,jose@example.com,Activo,VIP; Mañanas,día 1,día 2\r\n' +
        'Beto Díaz,beto@correo.mx,Pendiente,,día 1,Todavía no\r\n' +
        'Carla,carla@example.com,Bloqueado,VIP,día 1,Todavía no\r\n' +
        `"'=HYPERLINK(""x"")",'+1@example.com,Pendiente,,día 1,Todavía no\r\n`,
    );
  });

  it('builds the portal address, with an invitation when given', () => {
    expect(portalUrl('https://sitio.app/', 'ana1234')).toBe('https://sitio.app/s/ana1234/portal');
    expect(portalUrl('http://localhost:5173', 'ana1234', 'abc_DEF-1')).toBe('http://localhost:5173/s/ana1234/portal?invite=abc_DEF-1');
  });
});
