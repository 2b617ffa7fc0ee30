class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_"
	shape = [144, 288]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_attention_modules_attention_modules_key_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_attention_modules_attention_modules_key_parameters_bias_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_attention_modules_attention_modules_key_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_attention_modules_attention_modules_key_parameters_weight_"
	shape = [144, 144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_attention_modules_attention_modules_query_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_attention_modules_attention_modules_query_parameters_bias_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_attention_modules_attention_modules_query_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_attention_modules_attention_modules_query_parameters_weight_"
	shape = [144, 144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_bias_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_attention_modules_attention_modules_value_parameters_weight_"
	shape = [144, 144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_layernorm_before_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_layernorm_before_parameters_bias_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.006
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_layernorm_before_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_1_modules_layernorm_before_parameters_weight_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_hidden_states_2:
	name = "in_10"
	original_name = "hidden_states_2"
	shape = [8, 256, 144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.039


class Program_weight_tensor_meta_hidden_states_4:
	name = "in_11"
	original_name = "hidden_states_4"
	shape = [8, 256, 288]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.007
	std = 0.119
