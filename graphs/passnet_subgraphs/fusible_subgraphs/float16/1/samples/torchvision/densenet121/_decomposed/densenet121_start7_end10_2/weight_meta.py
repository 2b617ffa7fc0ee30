class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_conv1_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_conv1_parameters_weight_"
	shape = [128, 64, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.176


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm2_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm2_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm2_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm2_buffers_running_var_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.013
	std = 0.287
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm2_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm2_parameters_bias_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm2_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_denseblock1_modules_denselayer1_modules_norm2_parameters_weight_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_relu_1:
	name = "in_5"
	original_name = "relu_1"
	shape = [4, 64, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.688
	std = 0.673
