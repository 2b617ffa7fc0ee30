class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_conv1_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_conv1_parameters_weight_"
	shape = [128, 96, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.144


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm2_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm2_buffers_running_mean_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm2_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm2_buffers_running_var_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.982
	std = 0.295
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm2_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm2_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm2_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer2_modules_norm2_parameters_weight_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.021


class Program_weight_tensor_meta_relu_3:
	name = "in_5"
	original_name = "relu_3"
	shape = [4, 96, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.603
	std = 0.710
