/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Meetings_Admin_New_IntroInputs */

const en_meetings_admin_new_intro = /** @type {(inputs: Meetings_Admin_New_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A draft until you send the notice, at least ${i?.days} days before the meeting. Then the roll of voters is fixed from the record date and every member on it gets the notice.`)
};

const de_meetings_admin_new_intro = /** @type {(inputs: Meetings_Admin_New_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Entwurf, bis du die Einladung verschickst, mindestens ${i?.days} Tage vor der Versammlung. Dann steht das Stimmregister nach dem Stichtag fest, und alle darin bekommen die Einladung.`)
};

/**
* | output |
* | --- |
* | "A draft until you send the notice, at least {days} days before the meeting. Then the roll of voters is fixed from the record date and every member on it gets..." |
*
* @param {Meetings_Admin_New_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_new_intro = /** @type {((inputs: Meetings_Admin_New_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_New_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_new_intro(inputs)
	return en_meetings_admin_new_intro(inputs)
});