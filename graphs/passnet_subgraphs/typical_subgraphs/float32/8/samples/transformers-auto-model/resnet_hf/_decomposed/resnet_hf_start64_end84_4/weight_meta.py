class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_2_modules_layer_modules_2_modules_convolution_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_2_modules_layer_modules_2_modules_convolution_parameters_weight_"
	shape = [512, 128, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.062


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_buffers_running_mean_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_buffers_running_var_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.010
	std = 0.291
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_parameters_bias_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_parameters_weight_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_0_modules_convolution_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_0_modules_convolution_parameters_weight_"
	shape = [128, 512, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.125


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_0_modules_normalization_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_0_modules_normalization_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_0_modules_normalization_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_0_modules_normalization_buffers_running_var_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.300
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_0_modules_normalization_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_0_modules_normalization_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_0_modules_normalization_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_0_modules_normalization_parameters_weight_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_1_modules_convolution_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_1_modules_convolution_parameters_weight_"
	shape = [128, 128, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_1_modules_normalization_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_1_modules_normalization_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.024


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_1_modules_normalization_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_1_modules_normalization_buffers_running_var_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.994
	std = 0.280
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_1_modules_normalization_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_1_modules_normalization_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_1_modules_normalization_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_1_modules_normalization_parameters_weight_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_2_modules_convolution_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_2_modules_convolution_parameters_weight_"
	shape = [512, 128, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.062


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_2_modules_normalization_buffers_running_mean_:
	name = "in_16"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_2_modules_normalization_buffers_running_mean_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_2_modules_normalization_buffers_running_var_:
	name = "in_17"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_2_modules_normalization_buffers_running_var_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.286
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_2_modules_normalization_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_2_modules_normalization_parameters_bias_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_2_modules_normalization_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_3_modules_layer_modules_2_modules_normalization_parameters_weight_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_convolution_parameters_weight_:
	name = "in_20"
	original_name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_convolution_parameters_weight_"
	shape = [256, 512, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.088


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_mean_:
	name = "in_21"
	original_name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_var_:
	name = "in_22"
	original_name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_var_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.995
	std = 0.281
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_bias_:
	name = "in_23"
	original_name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_weight_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_convolution_parameters_weight_:
	name = "in_25"
	original_name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_convolution_parameters_weight_"
	shape = [256, 256, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.029


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_mean_:
	name = "in_26"
	original_name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_var_:
	name = "in_27"
	original_name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_var_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.003
	std = 0.298
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_bias_:
	name = "in_28"
	original_name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_weight_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_hidden_state_13:
	name = "in_30"
	original_name = "hidden_state_13"
	shape = [128, 512, 48, 48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.422
	std = 0.534


class Program_weight_tensor_meta_hidden_states_48:
	name = "in_31"
	original_name = "hidden_states_48"
	shape = [128, 128, 48, 48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.731
	std = 1.092
