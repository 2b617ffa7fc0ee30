class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_6_modules_attention_modules_out_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_6_modules_attention_modules_out_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_6_modules_attention_modules_out_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_6_modules_attention_modules_out_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_6_modules_attention_modules_v_proj_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layers_modules_6_modules_attention_modules_v_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_6_modules_attention_modules_v_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layers_modules_6_modules_attention_modules_v_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_6_modules_feed_forward_modules_intermediate_dense_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_layers_modules_6_modules_feed_forward_modules_intermediate_dense_parameters_bias_"
	shape = [3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_6_modules_feed_forward_modules_intermediate_dense_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_layers_modules_6_modules_feed_forward_modules_intermediate_dense_parameters_weight_"
	shape = [3072, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_6_modules_feed_forward_modules_output_dense_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_layers_modules_6_modules_feed_forward_modules_output_dense_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_6_modules_feed_forward_modules_output_dense_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_encoder_modules_layers_modules_6_modules_feed_forward_modules_output_dense_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_6_modules_final_layer_norm_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_encoder_modules_layers_modules_6_modules_final_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_6_modules_final_layer_norm_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_encoder_modules_layers_modules_6_modules_final_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_6_modules_layer_norm_parameters_bias_:
	name = "in_10"
	original_name = "L_self_modules_encoder_modules_layers_modules_6_modules_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_6_modules_layer_norm_parameters_weight_:
	name = "in_11"
	original_name = "L_self_modules_encoder_modules_layers_modules_6_modules_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_k_proj_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_k_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_k_proj_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_k_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_out_proj_parameters_bias_:
	name = "in_14"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_out_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_out_proj_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_out_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_q_proj_parameters_bias_:
	name = "in_16"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_q_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_q_proj_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_q_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_v_proj_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_v_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_v_proj_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_attention_modules_v_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_feed_forward_modules_intermediate_dense_parameters_bias_:
	name = "in_20"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_feed_forward_modules_intermediate_dense_parameters_bias_"
	shape = [3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_feed_forward_modules_intermediate_dense_parameters_weight_:
	name = "in_21"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_feed_forward_modules_intermediate_dense_parameters_weight_"
	shape = [3072, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_feed_forward_modules_output_dense_parameters_bias_:
	name = "in_22"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_feed_forward_modules_output_dense_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_feed_forward_modules_output_dense_parameters_weight_:
	name = "in_23"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_feed_forward_modules_output_dense_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_final_layer_norm_parameters_bias_:
	name = "in_24"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_final_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_final_layer_norm_parameters_weight_:
	name = "in_25"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_final_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_layer_norm_parameters_bias_:
	name = "in_26"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_7_modules_layer_norm_parameters_weight_:
	name = "in_27"
	original_name = "L_self_modules_encoder_modules_layers_modules_7_modules_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_k_proj_parameters_bias_:
	name = "in_28"
	original_name = "L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_k_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_k_proj_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_k_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_out_proj_parameters_bias_:
	name = "in_30"
	original_name = "L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_out_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_out_proj_parameters_weight_:
	name = "in_31"
	original_name = "L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_out_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_q_proj_parameters_bias_:
	name = "in_32"
	original_name = "L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_q_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_q_proj_parameters_weight_:
	name = "in_33"
	original_name = "L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_q_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_v_proj_parameters_bias_:
	name = "in_34"
	original_name = "L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_v_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_v_proj_parameters_weight_:
	name = "in_35"
	original_name = "L_self_modules_encoder_modules_layers_modules_8_modules_attention_modules_v_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_86:
	name = "in_36"
	original_name = "hidden_states_86"
	shape = [2, 49, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 1.000


class Program_weight_tensor_meta_key_states_6:
	name = "in_37"
	original_name = "key_states_6"
	shape = [2, 12, 49, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.008
	std = 0.566


class Program_weight_tensor_meta_query_states_6:
	name = "in_38"
	original_name = "query_states_6"
	shape = [2, 12, 49, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.013
	std = 0.552
