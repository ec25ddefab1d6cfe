import { randomUUID } from 'node:crypto';
import { CfxLink, envelope, type CfxLogin } from './cfx-link';

export type SimMachine = { handle: string; station: string; tester: boolean };
type Say = (entry: Record<string, unknown>) => void;

const TEST_FUNCTIONS = new Set(['GENERAL_TEST', 'MMI_TEST', 'DOWNLOAD', 'CHECK_X', 'CHECK_OUTWARD']);
export const isTester = (fn: string) => TEST_FUNCTIONS.has(fn);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// One machine of the simulated line, as an IPC-CFX SDK endpoint behaves: online, heartbeats, and per unit the
// validation request, arrival, work, result and departure; now and then a fault that stops it for a while.
export class MachineSim {
  private heartbeat: NodeJS.Timeout | null = null;

  private constructor(
    readonly m: SimMachine,
    private readonly link: CfxLink,
    private readonly say: Say,
  ) {}

  static async open(m: SimMachine, host: string, port: number, login: CfxLogin, say: Say): Promise<MachineSim> {
    return new MachineSim(m, await CfxLink.open({ host, port, id: m.handle, login }), say);
  }

  private send(name: string, body: Record<string, unknown>) {
    return this.link.send(envelope(this.m.handle, name, body));
  }

  async online(heartbeatS: number): Promise<void> {
    await this.send('ResourcePerformance.StationOnline', {});
    const beat = () =>
      void this.send('Heartbeat', {
        CFXHandle: this.m.handle,
        HeartbeatFrequency: `00:00:${String(heartbeatS).padStart(2, '0')}`,
      }).catch(() => undefined);
    beat();
    this.heartbeat = setInterval(beat, heartbeatS * 1000);
  }

  /** one unit through this machine; false when the hub refused it (the machine does not process it). */
  async unit(sn: string, failRate: number): Promise<boolean> {
    const check = await this.link.request(
      envelope(this.m.handle, 'InformationSystem.UnitValidation.ValidateUnitsRequest', {
        Validations: ['UnitRouteValidation'],
        PrimaryIdentifier: sn,
        Units: [{ UnitIdentifier: sn, PositionNumber: 1 }],
      }),
    );
    const verdict = (check.MessageBody.PrimaryResult ?? {}) as { Result?: string; Message?: string };
    if (verdict.Result !== 'Passed') {
      this.say({ msg: 'unit refused', machine: this.m.handle, sn, why: verdict.Message });
      return false;
    }
    const tx = randomUUID();
    const units = [{ UnitIdentifier: sn, PositionNumber: 1 }];
    await this.send('Production.UnitsArrived', { PrimaryIdentifier: sn, Units: units });
    await this.send('Production.WorkStarted', { TransactionID: tx, PrimaryIdentifier: sn, Units: units });
    const pass = Math.random() >= failRate;
    if (this.m.tester)
      await this.send('Production.TestAndInspection.UnitsTested', {
        TransactionID: tx,
        TestMethod: 'Functional',
        TestedUnits: [
          {
            UnitIdentifier: sn,
            UnitPositionNumber: 1,
            OverallResult: pass ? 'Passed' : 'Failed',
            Tests: [
              {
                TestName: 'vbat',
                Result: pass ? 'Passed' : 'Failed',
                Measurements: [{ Name: 'vbat', MeasuredValue: { Value: pass ? 3.4 : 2.1, ValueUnits: 'V' } }],
              },
            ],
          },
        ],
      });
    await this.send('Production.WorkCompleted', { TransactionID: tx, Result: pass ? 'Completed' : 'Failed' });
    await this.send('Production.UnitsDeparted', { PrimaryIdentifier: sn, Units: units });
    return pass;
  }

  async fault(downMs: number): Promise<void> {
    const id = randomUUID();
    await this.send('ResourcePerformance.FaultOccurred', {
      Fault: {
        FaultOccurrenceId: id,
        FaultCode: 'E-NOZZLE',
        Cause: 'MechanicalFailure',
        Severity: 'Error',
        Description: 'nozzle jam',
      },
    });
    await this.send('ResourcePerformance.StationStateChanged', { OldState: 'PD_Processing', NewState: 'USD_Fault' });
    await sleep(downMs);
    await this.send('ResourcePerformance.FaultCleared', { FaultOccurrenceId: id });
    await this.send('ResourcePerformance.StationStateChanged', { OldState: 'USD_Fault', NewState: 'PD_Processing' });
  }

  async offline(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.send('ResourcePerformance.StationOffline', {}).catch(() => undefined);
    this.link.close();
  }
}
