class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_convolution_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_convolution_parameters_weight_"
	shape = [256, 64, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.088


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_buffers_running_var_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.018
	std = 0.278
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_2_modules_normalization_parameters_weight_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.021


class Program_weight_tensor_meta_hidden_state_3:
	name = "in_5"
	original_name = "hidden_state_3"
	shape = [1, 256, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.060
	std = 0.097


class Program_weight_tensor_meta_hidden_states_16:
	name = "in_6"
	original_name = "hidden_states_16"
	shape = [1, 64, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.229
	std = 0.297
