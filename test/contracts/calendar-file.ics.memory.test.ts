import { IcsCalendarFile } from '../../src/adapters/node/calendar-file.ics';
import { describeCalendarFileContract } from './calendar-file.contract';

// The writer keeps nothing and reaches nothing: it runs with the unit tests.
describeCalendarFileContract('ics', () => new IcsCalendarFile());
