/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Motions_NoneInputs */

const en_meetings_admin_motions_none = /** @type {(inputs: Meetings_Admin_Motions_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No member has proposed a motion.`)
};

const de_meetings_admin_motions_none = /** @type {(inputs: Meetings_Admin_Motions_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Mitglied hat einen Antrag gestellt.`)
};

/**
* | output |
* | --- |
* | "No member has proposed a motion." |
*
* @param {Meetings_Admin_Motions_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_motions_none = /** @type {((inputs?: Meetings_Admin_Motions_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Motions_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_motions_none(inputs)
	return en_meetings_admin_motions_none(inputs)
});