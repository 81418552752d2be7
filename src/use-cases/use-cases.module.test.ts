import type { ContainerModule, Newable } from 'inversify';
import { describe, expect, it } from 'vitest';
import { useCaseContainer } from '../../test/support/use-case-fixtures';
import { allUseCasesModule } from './use-cases.module';

type UseCaseClass = Newable<object>;

/** The classes the module binds, noted by handing its callback a binder that only records ids. */
function registeredClasses(): UseCaseClass[] {
  const classes: UseCaseClass[] = [];
  const module: ContainerModule = allUseCasesModule();
  const noting = { bind: (id: UseCaseClass) => (classes.push(id), { toSelf: () => undefined }) };
  (module as unknown as { load(options: typeof noting): void }).load(noting);
  return classes;
}

describe('allUseCasesModule (the one registration the web app and the CLI load)', () => {
  it('registers each use-case once, and each resolves on a container with every port bound', () => {
    const classes = registeredClasses();
    expect(classes.length).toBeGreaterThan(20);
    expect(new Set(classes).size).toBe(classes.length);
    const memory = useCaseContainer();
    memory.container.load(allUseCasesModule());
    for (const useCase of classes) expect(memory.container.get(useCase), useCase.name).toBeInstanceOf(useCase);
  });
});
