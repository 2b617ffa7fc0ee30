class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_11_modules_attention_modules_out_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_11_modules_attention_modules_out_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_11_modules_attention_modules_out_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_11_modules_attention_modules_out_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_11_modules_attention_modules_v_proj_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layers_modules_11_modules_attention_modules_v_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_11_modules_attention_modules_v_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layers_modules_11_modules_attention_modules_v_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_11_modules_feed_forward_modules_intermediate_dense_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_layers_modules_11_modules_feed_forward_modules_intermediate_dense_parameters_bias_"
	shape = [3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_11_modules_feed_forward_modules_intermediate_dense_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_layers_modules_11_modules_feed_forward_modules_intermediate_dense_parameters_weight_"
	shape = [3072, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_11_modules_feed_forward_modules_output_dense_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_layers_modules_11_modules_feed_forward_modules_output_dense_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_11_modules_feed_forward_modules_output_dense_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_encoder_modules_layers_modules_11_modules_feed_forward_modules_output_dense_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_11_modules_final_layer_norm_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_encoder_modules_layers_modules_11_modules_final_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_11_modules_final_layer_norm_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_encoder_modules_layers_modules_11_modules_final_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_11_modules_layer_norm_parameters_bias_:
	name = "in_10"
	original_name = "L_self_modules_encoder_modules_layers_modules_11_modules_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_11_modules_layer_norm_parameters_weight_:
	name = "in_11"
	original_name = "L_self_modules_encoder_modules_layers_modules_11_modules_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_hidden_states_136:
	name = "in_12"
	original_name = "hidden_states_136"
	shape = [4, 49, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 1.002


class Program_weight_tensor_meta_linear_68:
	name = "in_13"
	original_name = "linear_68"
	shape = [4, 49, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.010
	std = 0.536


class Program_weight_tensor_meta_query_states_11:
	name = "in_14"
	original_name = "query_states_11"
	shape = [4, 12, 49, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.009
	std = 0.546
