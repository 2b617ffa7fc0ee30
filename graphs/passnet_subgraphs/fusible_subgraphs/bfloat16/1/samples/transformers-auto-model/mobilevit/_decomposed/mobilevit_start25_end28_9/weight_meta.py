class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_convolution_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_convolution_parameters_weight_"
	shape = [64, 256, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_mean_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_var_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.991
	std = 0.248
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_features_18:
	name = "in_5"
	original_name = "features_18"
	shape = [4, 64, 64, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.022


class Program_weight_tensor_meta_features_24:
	name = "in_6"
	original_name = "features_24"
	shape = [4, 256, 64, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.010
