// A fresh install changes no tracked file (issue 29): `npm test` installs what the manifests ask for first
// (scripts/bootstrap.mjs), and the committed lockfiles already hold every package of every platform, so `git status`
// is the same after the install as before it.
describe('the install step of npm test', () => {
  it('leaves every tracked file as it found it', () => {
    const changed = process.env.MES_INSTALL_CHANGED;
    expect(changed).toBeDefined(); // set by scripts/bootstrap.mjs, which `npm test` runs first
    expect(changed!.split('\n').filter(Boolean)).toEqual([]);
  });
});
