/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Meetings_Proxy_Appoint_ChairInputs */

const en_meetings_proxy_appoint_chair = /** @type {(inputs: Meetings_Proxy_Appoint_ChairInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Appoint the chair (${i?.name})`)
};

const de_meetings_proxy_appoint_chair = /** @type {(inputs: Meetings_Proxy_Appoint_ChairInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Versammlungsleitung bestimmen (${i?.name})`)
};

/**
* | output |
* | --- |
* | "Appoint the chair ({name})" |
*
* @param {Meetings_Proxy_Appoint_ChairInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_proxy_appoint_chair = /** @type {((inputs: Meetings_Proxy_Appoint_ChairInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Proxy_Appoint_ChairInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_proxy_appoint_chair(inputs)
	return en_meetings_proxy_appoint_chair(inputs)
});