/** The ad network the ads browser tests configure; its script is answered by the test, never fetched. */
export const AD_SCRIPT = 'https://ads.example.test/tag/js/gpt.js'

export const adNetworkEnv = { ADS_PROVIDER: 'gpt', ADS_UNIT_PREFIX: '/1234/site', ADS_SCRIPT_URL: AD_SCRIPT }
