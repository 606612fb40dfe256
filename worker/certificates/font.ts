// Roboto (SIL Open Font License 1.1), as @expo-google-fonts/roboto ships it: a wrangler.toml rule
// bundles .ttf files as Data modules (an ArrayBuffer), in the worker and in its tests.
import roboto from '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf'

export const CERTIFICATE_FONT: ArrayBuffer = roboto
