import { ConfigError, describeConfig, loadConfig } from './config';

describe(loadConfig.name, () => {
  const base = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/mes' };

  it('applies the defaults', () => {
    const config = loadConfig(base);
    expect(config.PORT).toBe(3000);
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...base, MES_SECRET_KEY: 'short' })).toThrow(/MES_SECRET_KEY/);
    expect(() => loadConfig({ ...base, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('keeps the AMQP endpoint closed to ANONYMOUS by default, and its TLS files in pairs', () => {
    expect(loadConfig(base).MES_CFX_ANONYMOUS).toBe('0');
    expect(() => loadConfig({ ...base, MES_CFX_ANONYMOUS: 'yes' })).toThrow(/MES_CFX_ANONYMOUS/);
    expect(() => loadConfig({ ...base, MES_CFX_TLS_CERT: '/etc/mes/cfx.pem' })).toThrow(/go together/);
    expect(loadConfig({ ...base, MES_CFX_TLS_CERT: '/a.pem', MES_CFX_TLS_KEY: '/a.key' }).MES_CFX_TLS_KEY).toBe(
      '/a.key',
    );
  });

  it("limits printers to the private ranges and port 9100 with the demo printer's port by default", () => {
    const config = loadConfig(base);
    expect(config.MES_PRINTER_NETWORKS).toBe('10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,127.0.0.0/8,::1/128,fc00::/7');
    expect(config.MES_PRINTER_PORTS).toBe('9100,9109');
    expect(loadConfig({ ...base, MES_DEMO_PRINTER_PORT: '19109' }).MES_PRINTER_PORTS).toBe('9100,19109');
    expect(loadConfig({ ...base, MES_DEMO_PRINTER_PORT: '19109', MES_PRINTER_PORTS: '9100' }).MES_PRINTER_PORTS).toBe(
      '9100',
    );
    expect(() => loadConfig({ ...base, MES_PRINTER_NETWORKS: '10.0.0.0/33' })).toThrow(
      /MES_PRINTER_NETWORKS: '10.0.0.0\/33'/,
    );
    expect(() => loadConfig({ ...base, MES_PRINTER_PORTS: '9100,9200-9100' })).toThrow(
      /MES_PRINTER_PORTS: '9200-9100'/,
    );
  });

  it('describes every variable', () => {
    const described = describeConfig();
    expect(described.map((d) => d.name)).toContain('DATABASE_URL');
    for (const d of described) expect(d.description).not.toBe('');
  });
});
