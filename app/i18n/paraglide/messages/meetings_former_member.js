/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Former_MemberInputs */

const en_meetings_former_member = /** @type {(inputs: Meetings_Former_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a former member`)
};

const de_meetings_former_member = /** @type {(inputs: Meetings_Former_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`einem ehemaligen Mitglied`)
};

/**
* | output |
* | --- |
* | "a former member" |
*
* @param {Meetings_Former_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_former_member = /** @type {((inputs?: Meetings_Former_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Former_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_former_member(inputs)
	return en_meetings_former_member(inputs)
});