/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Proxy_TitleInputs */

const en_meetings_proxy_title = /** @type {(inputs: Meetings_Proxy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot vote yourself?`)
};

const de_meetings_proxy_title = /** @type {(inputs: Meetings_Proxy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du kannst nicht selbst abstimmen?`)
};

/**
* | output |
* | --- |
* | "Cannot vote yourself?" |
*
* @param {Meetings_Proxy_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_proxy_title = /** @type {((inputs?: Meetings_Proxy_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Proxy_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_proxy_title(inputs)
	return en_meetings_proxy_title(inputs)
});