class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_conv1_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_conv1_parameters_weight_"
	shape = [128, 160, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.112


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_conv2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_conv2_parameters_weight_"
	shape = [32, 128, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.041


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm1_buffers_running_mean_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm1_buffers_running_mean_"
	shape = [160]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm1_buffers_running_var_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm1_buffers_running_var_"
	shape = [160]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.994
	std = 0.288
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm1_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm1_parameters_bias_"
	shape = [160]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm1_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm1_parameters_weight_"
	shape = [160]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm2_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm2_buffers_running_mean_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm2_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm2_buffers_running_var_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.034
	std = 0.293
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm2_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm2_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm2_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer4_modules_norm2_parameters_weight_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.997
	std = 0.020


class Program_weight_tensor_meta_concated_features_3:
	name = "in_10"
	original_name = "concated_features_3"
	shape = [4, 160, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.367
	std = 1.242
