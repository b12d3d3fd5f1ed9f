/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Ballot_NameInputs */

const en_profile_privacy_ballot_name = /** @type {(inputs: Profile_Privacy_Ballot_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show my name on published ballot results`)
};

const de_profile_privacy_ballot_name = /** @type {(inputs: Profile_Privacy_Ballot_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meinen Namen in veröffentlichten Verlosungsergebnissen zeigen`)
};

/**
* | output |
* | --- |
* | "Show my name on published ballot results" |
*
* @param {Profile_Privacy_Ballot_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_ballot_name = /** @type {((inputs?: Profile_Privacy_Ballot_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Ballot_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_ballot_name(inputs)
	return en_profile_privacy_ballot_name(inputs)
});