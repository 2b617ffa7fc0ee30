class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm1_buffers_running_mean_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm1_buffers_running_var_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.991
	std = 0.285
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm1_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm1_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.016


class Program_weight_tensor_meta_input_3:
	name = "in_4"
	original_name = "input_3"
	shape = [2, 64, 112, 112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.302
	std = 0.456
