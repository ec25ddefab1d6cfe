import { redisOptions } from './redis-url';

describe(redisOptions.name, () => {
  it('reads host, port, credentials, database and TLS from the URL', () => {
    expect(redisOptions('redis://127.0.0.1:6380/3')).toMatchObject({
      host: '127.0.0.1',
      port: 6380,
      db: 3,
      tls: undefined,
    });
    expect(redisOptions('rediss://u%40x:p%3Aw@cache:6379')).toMatchObject({
      username: 'u@x',
      password: 'p:w',
      db: 0,
      tls: {},
    });
    expect(redisOptions('redis://cache').port).toBe(6379);
  });
});
