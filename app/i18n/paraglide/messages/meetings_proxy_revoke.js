/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Proxy_RevokeInputs */

const en_meetings_proxy_revoke = /** @type {(inputs: Meetings_Proxy_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take my vote back`)
};

const de_meetings_proxy_revoke = /** @type {(inputs: Meetings_Proxy_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stimme zurücknehmen`)
};

/**
* | output |
* | --- |
* | "Take my vote back" |
*
* @param {Meetings_Proxy_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_proxy_revoke = /** @type {((inputs?: Meetings_Proxy_RevokeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Proxy_RevokeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_proxy_revoke(inputs)
	return en_meetings_proxy_revoke(inputs)
});