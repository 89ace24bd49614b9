declare module 'virtual:device-maker-registry' {
  /** The address of the encoded registry (hashed file in a build, a dev path otherwise). */
  const url: string;
  export default url;
}
