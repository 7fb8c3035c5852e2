/** The part of madge's API the architecture test uses (the package ships no types). */
declare module 'madge' {
  interface MadgeResult {
    circular(): string[][];
  }
  export default function madge(
    paths: string | string[],
    config?: { fileExtensions?: string[]; tsConfig?: string },
  ): Promise<MadgeResult>;
}
