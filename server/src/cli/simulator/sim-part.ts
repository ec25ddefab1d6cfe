/** A part of the simulated factory that runs until the simulator stops (line-simulator.ts starts and stops them). */
export abstract class SimPart {
  protected stopped = false;

  abstract run(): Promise<void>;

  stop(): void {
    this.stopped = true;
  }
}
