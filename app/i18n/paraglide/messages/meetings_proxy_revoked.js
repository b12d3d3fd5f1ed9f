/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Proxy_RevokedInputs */

const en_meetings_proxy_revoked = /** @type {(inputs: Meetings_Proxy_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You vote yourself again.`)
};

const de_meetings_proxy_revoked = /** @type {(inputs: Meetings_Proxy_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du stimmst wieder selbst ab.`)
};

/**
* | output |
* | --- |
* | "You vote yourself again." |
*
* @param {Meetings_Proxy_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_proxy_revoked = /** @type {((inputs?: Meetings_Proxy_RevokedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Proxy_RevokedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_proxy_revoked(inputs)
	return en_meetings_proxy_revoked(inputs)
});