class Program_weight_tensor_meta_key_states:
	name = "in_0"
	original_name = "key_states"
	shape = [16, 12, 499, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.552


class Program_weight_tensor_meta_query:
	name = "in_1"
	original_name = "query"
	shape = [16, 12, 499, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.007
	std = 0.588


class Program_weight_tensor_meta_relative_attention_scores_4:
	name = "in_2"
	original_name = "relative_attention_scores_4"
	shape = [16, 12, 499, 499]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.217


class Program_weight_tensor_meta_value_states:
	name = "in_3"
	original_name = "value_states"
	shape = [16, 12, 499, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.548
