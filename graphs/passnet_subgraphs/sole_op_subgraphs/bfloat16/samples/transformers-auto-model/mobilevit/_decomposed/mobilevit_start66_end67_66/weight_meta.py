class Program_weight_tensor_meta_attention_scores:
	name = "in_0"
	original_name = "attention_scores"
	shape = [4, 4, 256, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.059
	std = 0.096
