class Program_weight_tensor_meta_attention_score_2:
	name = "in_0"
	original_name = "attention_score_2"
	shape = [2, 12, 32, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.078


class Program_weight_tensor_meta_value_layer:
	name = "in_1"
	original_name = "value_layer"
	shape = [2, 12, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.006
	std = 0.279
