class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_conv_1x1_modules_convolution_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_conv_1x1_modules_convolution_parameters_weight_"
	shape = [144, 96, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_conv_kxk_modules_convolution_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_conv_kxk_modules_convolution_parameters_weight_"
	shape = [96, 96, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_conv_kxk_modules_normalization_buffers_running_mean_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_conv_kxk_modules_normalization_buffers_running_mean_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_conv_kxk_modules_normalization_buffers_running_var_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_conv_kxk_modules_normalization_buffers_running_var_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.037
	std = 0.291
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_conv_kxk_modules_normalization_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_conv_kxk_modules_normalization_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_conv_kxk_modules_normalization_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_conv_kxk_modules_normalization_parameters_weight_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_conv_3x3_modules_convolution_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_conv_3x3_modules_convolution_parameters_weight_"
	shape = [256, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_conv_3x3_modules_normalization_buffers_running_mean_:
	name = "in_7"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_conv_3x3_modules_normalization_buffers_running_mean_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_conv_3x3_modules_normalization_buffers_running_var_:
	name = "in_8"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_conv_3x3_modules_normalization_buffers_running_var_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.992
	std = 0.287
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_conv_3x3_modules_normalization_parameters_bias_:
	name = "in_9"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_conv_3x3_modules_normalization_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_conv_3x3_modules_normalization_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_conv_3x3_modules_normalization_parameters_weight_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_expand_1x1_modules_convolution_parameters_weight_:
	name = "in_11"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_expand_1x1_modules_convolution_parameters_weight_"
	shape = [256, 64, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_expand_1x1_modules_normalization_buffers_running_mean_:
	name = "in_12"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_expand_1x1_modules_normalization_buffers_running_mean_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_expand_1x1_modules_normalization_buffers_running_var_:
	name = "in_13"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_expand_1x1_modules_normalization_buffers_running_var_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.012
	std = 0.304
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_expand_1x1_modules_normalization_parameters_bias_:
	name = "in_14"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_expand_1x1_modules_normalization_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_expand_1x1_modules_normalization_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_expand_1x1_modules_normalization_parameters_weight_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_reduce_1x1_modules_convolution_parameters_weight_:
	name = "in_16"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_reduce_1x1_modules_convolution_parameters_weight_"
	shape = [96, 256, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_reduce_1x1_modules_normalization_buffers_running_mean_:
	name = "in_17"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_reduce_1x1_modules_normalization_buffers_running_mean_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_reduce_1x1_modules_normalization_buffers_running_var_:
	name = "in_18"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_reduce_1x1_modules_normalization_buffers_running_var_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.973
	std = 0.311
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_reduce_1x1_modules_normalization_parameters_bias_:
	name = "in_19"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_reduce_1x1_modules_normalization_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_reduce_1x1_modules_normalization_parameters_weight_:
	name = "in_20"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_downsampling_layer_modules_reduce_1x1_modules_normalization_parameters_weight_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.020


class Program_weight_tensor_meta_features_27:
	name = "in_21"
	original_name = "features_27"
	shape = [4, 64, 64, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.033


class Program_weight_tensor_meta_features_35:
	name = "in_22"
	original_name = "features_35"
	shape = [4, 64, 64, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.020
