class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock2_modules_denselayer1_modules_norm1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_denseblock2_modules_denselayer1_modules_norm1_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock2_modules_denselayer1_modules_norm1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_denseblock2_modules_denselayer1_modules_norm1_buffers_running_var_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.981
	std = 0.270
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock2_modules_denselayer1_modules_norm1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_denseblock2_modules_denselayer1_modules_norm1_parameters_bias_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock2_modules_denselayer1_modules_norm1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_denseblock2_modules_denselayer1_modules_norm1_parameters_weight_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.018


class Program_weight_tensor_meta_input_8:
	name = "in_4"
	original_name = "input_8"
	shape = [2, 128, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.195
	std = 1.561
