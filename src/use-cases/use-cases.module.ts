import type { ContainerModule } from 'inversify';
import { adminToolUseCasesModule } from './admin-tool-use-cases.module';
import { adminPageUseCasesModule } from './admin-page-use-cases.module';
import { webUseCasesModule } from './web-use-cases.module';

/**
 * Every use-case class, bound once for any container whose ports are bound: the web app's
 * (webUseCasesModule, and adminPageUseCasesModule loaded with the admin page) and the admin tool's own. The CLI loads both; the web app loads only its
 * part, so the admin tool's use-cases never ship to browsers. A use-case is still registered in
 * one place and runs the same under both drivers.
 */
export function allUseCasesModules(): ContainerModule[] {
  return [webUseCasesModule(), adminPageUseCasesModule(), adminToolUseCasesModule()];
}
