/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Profile_Alerts_AddedInputs */

const en_profile_alerts_added = /** @type {(inputs: Profile_Alerts_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`added ${i?.date}`)
};

const de_profile_alerts_added = /** @type {(inputs: Profile_Alerts_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hinzugefügt am ${i?.date}`)
};

/**
* | output |
* | --- |
* | "added {date}" |
*
* @param {Profile_Alerts_AddedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_added = /** @type {((inputs: Profile_Alerts_AddedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_AddedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_added(inputs)
	return en_profile_alerts_added(inputs)
});