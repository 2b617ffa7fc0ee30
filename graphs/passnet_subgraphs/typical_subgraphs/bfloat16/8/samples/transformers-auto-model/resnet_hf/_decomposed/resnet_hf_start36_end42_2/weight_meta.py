class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_convolution_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_convolution_parameters_weight_"
	shape = [128, 256, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.125


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_mean_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_buffers_running_var_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.018
	std = 0.274
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_0_modules_normalization_parameters_weight_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_convolution_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_convolution_parameters_weight_"
	shape = [128, 128, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_mean_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.015


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_buffers_running_var_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.005
	std = 0.292
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layer_modules_1_modules_normalization_parameters_weight_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.021


class Program_weight_tensor_meta_hidden_state_7:
	name = "in_10"
	original_name = "hidden_state_7"
	shape = [128, 256, 96, 96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.275
	std = 0.352
