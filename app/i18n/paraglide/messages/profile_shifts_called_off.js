/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_Called_OffInputs */

const en_profile_shifts_called_off = /** @type {(inputs: Profile_Shifts_Called_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled shifts`)
};

const de_profile_shifts_called_off = /** @type {(inputs: Profile_Shifts_Called_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgesagte Schichten`)
};

/**
* | output |
* | --- |
* | "Cancelled shifts" |
*
* @param {Profile_Shifts_Called_OffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_called_off = /** @type {((inputs?: Profile_Shifts_Called_OffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Called_OffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_called_off(inputs)
	return en_profile_shifts_called_off(inputs)
});