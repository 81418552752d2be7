import type { ContainerModule, Newable } from 'inversify';
import { describe, expect, it } from 'vitest';
import { useCaseContainer } from '../../test/support/use-case-fixtures';
import { allUseCasesModules } from './use-cases.module';
import { webUseCasesModule } from './web-use-cases.module';

type UseCaseClass = Newable<object>;

/** The classes the module binds, noted by handing its callback a binder that only records ids (and takes a scope). */
function registeredClasses(modules: readonly ContainerModule[]): UseCaseClass[] {
  const classes: UseCaseClass[] = [];
  const noting = { bind: (id: UseCaseClass) => (classes.push(id), { toSelf: () => ({ inSingletonScope: () => undefined }) }) };
  for (const module of modules) (module as unknown as { load(options: typeof noting): void }).load(noting);
  return classes;
}

describe('allUseCasesModules (the one registration; the web app loads its part)', () => {
  it('registers each use-case once, and each resolves on a container with every port bound', () => {
    const classes = registeredClasses(allUseCasesModules());
    expect(classes.length).toBeGreaterThan(20);
    expect(new Set(classes).size).toBe(classes.length);
    const memory = useCaseContainer();
    memory.container.load(...allUseCasesModules());
    for (const useCase of classes) expect(memory.container.get(useCase), useCase.name).toBeInstanceOf(useCase);
  });

  it("the web app's part resolves on its own: none of its use-cases needs an admin-tool one", () => {
    const memory = useCaseContainer();
    memory.container.load(webUseCasesModule());
    for (const useCase of registeredClasses([webUseCasesModule()])) expect(memory.container.get(useCase), useCase.name).toBeInstanceOf(useCase);
  });
});
