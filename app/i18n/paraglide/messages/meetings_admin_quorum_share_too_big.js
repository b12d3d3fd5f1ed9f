/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Quorum_Share_Too_BigInputs */

const en_meetings_admin_quorum_share_too_big = /** @type {(inputs: Meetings_Admin_Quorum_Share_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A percentage is at most 100`)
};

const de_meetings_admin_quorum_share_too_big = /** @type {(inputs: Meetings_Admin_Quorum_Share_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Prozentsatz ist höchstens 100`)
};

/**
* | output |
* | --- |
* | "A percentage is at most 100" |
*
* @param {Meetings_Admin_Quorum_Share_Too_BigInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_quorum_share_too_big = /** @type {((inputs?: Meetings_Admin_Quorum_Share_Too_BigInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Quorum_Share_Too_BigInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_quorum_share_too_big(inputs)
	return en_meetings_admin_quorum_share_too_big(inputs)
});