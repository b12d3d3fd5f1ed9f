/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Profile_Shifts_Waitlist_PositionInputs */

const en_profile_shifts_waitlist_position = /** @type {(inputs: Profile_Shifts_Waitlist_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waitlist #${i?.position}`)
};

const de_profile_shifts_waitlist_position = /** @type {(inputs: Profile_Shifts_Waitlist_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Warteliste Nr. ${i?.position}`)
};

/**
* | output |
* | --- |
* | "Waitlist #{position}" |
*
* @param {Profile_Shifts_Waitlist_PositionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_waitlist_position = /** @type {((inputs: Profile_Shifts_Waitlist_PositionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Waitlist_PositionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_waitlist_position(inputs)
	return en_profile_shifts_waitlist_position(inputs)
});