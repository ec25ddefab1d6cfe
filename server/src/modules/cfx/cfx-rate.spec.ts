import { ConnectionRate, type CreditedLink } from './cfx-rate';

const link = (): CreditedLink & { granted: number } => ({
  credit: 0,
  granted: 0,
  is_open: () => true,
  add_credit(n: number) {
    this.credit += n;
    this.granted += n;
  },
});

describe(ConnectionRate.name, () => {
  it('grants a second of messages at once, then the rate per tick, shared by the links of a connection', () => {
    const rate = new ConnectionRate(50);
    const a = link();
    const b = link();
    rate.add(a);
    rate.add(b);
    // the window (at most the rate) for a, what is left of the bucket for b
    expect([a.credit, b.credit]).toEqual([50, 0]);
    // the machine sends everything it has credit for
    a.credit = 0;
    rate.tick(100); // 5 more
    expect(a.granted + b.granted).toBe(55);
    for (let i = 0; i < 10; i++) {
      a.credit = 0;
      b.credit = 0;
      rate.tick(100);
    }
    // ten ticks of 100 ms: one second at 50 messages a second
    expect(a.granted + b.granted).toBe(105);
  });

  it('never grants beyond the window however long a link is idle', () => {
    const rate = new ConnectionRate(1000);
    const a = link();
    rate.add(a);
    for (let i = 0; i < 50; i++) rate.tick(100);
    expect(a.credit).toBe(64);
  });
});
