class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_conv2_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_conv2_parameters_weight_"
	shape = [32, 128, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm1_buffers_running_mean_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm1_buffers_running_var_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.032
	std = 0.286
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm1_parameters_bias_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm1_parameters_weight_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.022


class Program_weight_tensor_meta_input_4:
	name = "in_5"
	original_name = "input_4"
	shape = [2, 64, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.657
	std = 0.623


class Program_weight_tensor_meta_relu_2:
	name = "in_6"
	original_name = "relu_2"
	shape = [2, 128, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.496
	std = 0.784
