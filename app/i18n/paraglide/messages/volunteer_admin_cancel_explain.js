/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Admin_Cancel_ExplainInputs */

const en_volunteer_admin_cancel_explain = /** @type {(inputs: Volunteer_Admin_Cancel_ExplainInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`It will disappear from the volunteer page and ${i?.count} signed-up volunteer (confirmed or waitlisted) will get an email saying it is cancelled. The roster is kept.`);
	return /** @type {LocalizedString} */ (`It will disappear from the volunteer page and ${i?.count} signed-up volunteers (confirmed or waitlisted) will get an email saying it is cancelled. The roster is kept.`)
	
};

const de_volunteer_admin_cancel_explain = /** @type {(inputs: Volunteer_Admin_Cancel_ExplainInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sie verschwindet von der Helferseite, und ${i?.count} angemeldete Helfer:in (bestätigt oder auf der Warteliste) bekommt eine E-Mail, dass sie abgesagt ist. Die Liste bleibt erhalten.`);
	return /** @type {LocalizedString} */ (`Sie verschwindet von der Helferseite, und ${i?.count} angemeldete Helfer:innen (bestätigt oder auf der Warteliste) bekommen eine E-Mail, dass sie abgesagt ist. Die Liste bleibt erhalten.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "It will disappear from the volunteer page and {count} signed-up volunteer (confirmed or waitlisted) will get an email saying it is cancelled. The roster is k..." |
* | * | "It will disappear from the volunteer page and {count} signed-up volunteers (confirmed or waitlisted) will get an email saying it is cancelled. The roster is ..." |
*
* @param {Volunteer_Admin_Cancel_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancel_explain = /** @type {((inputs: Volunteer_Admin_Cancel_ExplainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Cancel_ExplainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_cancel_explain(inputs)
	return en_volunteer_admin_cancel_explain(inputs)
});