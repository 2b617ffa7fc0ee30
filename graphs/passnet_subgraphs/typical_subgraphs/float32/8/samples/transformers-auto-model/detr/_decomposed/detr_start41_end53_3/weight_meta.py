class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_convolution_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_convolution_parameters_weight_"
	shape = [256, 64, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.087


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_normalization_buffers_bias_:
	name = "in_1"
	original_name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_normalization_buffers_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_normalization_buffers_running_mean_:
	name = "in_2"
	original_name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_normalization_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_normalization_buffers_running_var_:
	name = "in_3"
	original_name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_normalization_buffers_running_var_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.984
	std = 0.299
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_normalization_buffers_weight_:
	name = "in_4"
	original_name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_modules_2_modules_normalization_buffers_weight_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.019


class Program_weight_tensor_meta_hidden_states_8:
	name = "in_5"
	original_name = "hidden_states_8"
	shape = [32, 64, 160, 160]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.112
	std = 0.176
