/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Events_Form_Date_Hint_EditInputs */

const en_events_form_date_hint_edit = /** @type {(inputs: Events_Form_Date_Hint_EditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In ${i?.zone} time. A new time moves this event's shifts and watch party with it and emails everyone going, volunteering or selling tickets for it.`)
};

const de_events_form_date_hint_edit = /** @type {(inputs: Events_Form_Date_Hint_EditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zeit in ${i?.zone}. Eine neue Zeit verschiebt die Helferschichten und das Public Viewing dieses Termins mit und schreibt allen, die zugesagt haben, mithelfen oder Tickets dafür anbieten.`)
};

/**
* | output |
* | --- |
* | "In {zone} time. A new time moves this event's shifts and watch party with it and emails everyone going, volunteering or selling tickets for it." |
*
* @param {Events_Form_Date_Hint_EditInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_date_hint_edit = /** @type {((inputs: Events_Form_Date_Hint_EditInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Date_Hint_EditInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_date_hint_edit(inputs)
	return en_events_form_date_hint_edit(inputs)
});