class Program_weight_tensor_meta_L_self_modules_classifier_modules_0_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_classifier_modules_0_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_classifier_modules_0_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_classifier_modules_0_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_result_35:
	name = "in_2"
	original_name = "result_35"
	shape = [4, 768, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.015
	std = 0.767
