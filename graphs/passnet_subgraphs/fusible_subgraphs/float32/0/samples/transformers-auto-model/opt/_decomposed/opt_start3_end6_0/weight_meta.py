class Program_weight_tensor_meta_position_attention_mask:
	name = "in_0"
	original_name = "position_attention_mask"
	shape = [2, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.000
