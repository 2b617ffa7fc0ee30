class Program_weight_tensor_meta_attention_mask:
	name = "in_0"
	original_name = "attention_mask"
	shape = [1, 8, 16, 16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.043


class Program_weight_tensor_meta_key_states:
	name = "in_1"
	original_name = "key_states"
	shape = [1, 8, 16, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.013
	std = 1.001


class Program_weight_tensor_meta_query_states:
	name = "in_2"
	original_name = "query_states"
	shape = [1, 8, 16, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.127


class Program_weight_tensor_meta_value_states:
	name = "in_3"
	original_name = "value_states"
	shape = [1, 8, 16, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.019
	std = 0.988
