/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_Called_Off_AboutInputs */

const en_profile_shifts_called_off_about = /** @type {(inputs: Profile_Shifts_Called_Off_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The coordinators called these off and emailed everyone signed up. Nothing for you to do.`)
};

const de_profile_shifts_called_off_about = /** @type {(inputs: Profile_Shifts_Called_Off_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Koordination hat diese Schichten abgesagt und allen Eingetragenen gemailt. Du musst nichts tun.`)
};

/**
* | output |
* | --- |
* | "The coordinators called these off and emailed everyone signed up. Nothing for you to do." |
*
* @param {Profile_Shifts_Called_Off_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_called_off_about = /** @type {((inputs?: Profile_Shifts_Called_Off_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Called_Off_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_called_off_about(inputs)
	return en_profile_shifts_called_off_about(inputs)
});