/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Record_HintInputs */

const en_meetings_admin_record_hint = /** @type {(inputs: Meetings_Admin_Record_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members who were active or lifetime members at this moment may vote.`)
};

const de_meetings_admin_record_hint = /** @type {(inputs: Meetings_Admin_Record_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer zu diesem Zeitpunkt aktives oder lebenslanges Mitglied war, darf abstimmen.`)
};

/**
* | output |
* | --- |
* | "Members who were active or lifetime members at this moment may vote." |
*
* @param {Meetings_Admin_Record_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_record_hint = /** @type {((inputs?: Meetings_Admin_Record_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Record_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_record_hint(inputs)
	return en_meetings_admin_record_hint(inputs)
});